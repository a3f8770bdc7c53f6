/** Tables of the loads area (issue 4): loads, stops, tracking, status history, bids, activities, attachments, lookups. */
export {};
