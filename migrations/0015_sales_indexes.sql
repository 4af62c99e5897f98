CREATE INDEX `orders_paid_at_idx` ON `orders` (`paid_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_refunded_at_idx` ON `orders` (`refunded_at`);