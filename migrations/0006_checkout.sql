CREATE TABLE `download_counts` (
	`order_id` text NOT NULL,
	`file_id` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`last_at` integer,
	PRIMARY KEY(`order_id`, `file_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `provider` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `provider_session_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `provider_payment_id` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `email` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_provider_session_idx` ON `orders` (`provider`,`provider_session_id`);--> statement-breakpoint
CREATE INDEX `orders_provider_payment_idx` ON `orders` (`provider`,`provider_payment_id`);