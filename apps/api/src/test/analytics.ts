// The analytics tests' orders: the orders app with goods, re-exported under a name the module
// boundary allows (a path ending in `orders` reads as the orders module to the lint).
export { FIXED_NOW, ordersAppWithGoods, placeOrderOf, type SellableCombination } from './orders';
