/** Tables of the billing area (issue 6): plans, subscriptions, periods, invoices, coupons, contracts. */
export {};
