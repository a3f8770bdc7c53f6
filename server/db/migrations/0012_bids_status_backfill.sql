-- Custom (issue 16, decision 081): bids written before bids had a state. The selected bid was accepted; the other
-- bids of a load that is no longer open were declined when it was booked. Updated starts at Created.
UPDATE "bids" SET "updated" = "created";--> statement-breakpoint
UPDATE "bids" SET "status" = 'Accepted' WHERE "selected";--> statement-breakpoint
UPDATE "bids" b SET "status" = 'Declined' FROM "shipments" s WHERE s."id" = b."shipment_id" AND NOT b."selected" AND s."status_code" NOT IN ('DF', 'OP');
