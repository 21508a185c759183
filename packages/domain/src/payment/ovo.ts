import { z } from '../shared/zod';

/** An OVO number: an Indonesian mobile number written 08…, 628… or +628… (8 + 7–12 digits). */
export const OVO_PHONE = /^(\+62|62|0)8\d{7,12}$/;

/** The OVO phone of a payment request (placement, method change, a new push). */
export const OvoPhoneSchema = z.string().trim().regex(OVO_PHONE, { error: 'ovo_phone_invalid' });
