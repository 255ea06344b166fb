/** Money travels as dollars with up to two decimals and is kept as whole cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
