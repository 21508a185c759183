// Orders for tests outside the orders module (analytics, realtime): the orders app with goods,
// re-exported under a name the module boundary allows (a path ending in a module's name reads as it).
export { FIXED_NOW, ordersAppWithGoods, placeOrderOf, type SellableCombination } from './orders';
