/** What a how-to-pay guide fills in: the VA or bill number, the payment code, amount and store. */
export type GuideValues = { va: string; code: string; amount: string; store: string };
