/**
 * How many decimals each kind of figure carries (docs/business-rules.md): amounts 2, quota values and
 * quota counts 8. A module of its own, free of decimal.js, so that formatting a figure on a first view
 * does not bring the arithmetic library with it.
 */
export const AMOUNT_DECIMALS = 2;
export const QUOTA_DECIMALS = 8;
