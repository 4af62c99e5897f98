CREATE TABLE `release_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`product_slug` text NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`locale` text NOT NULL,
	`consent_page_url` text,
	`consent_at` integer NOT NULL,
	`consent_version` text NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`notified_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `release_signups_product_email` ON `release_signups` (`product_slug`,`email`);--> statement-breakpoint
CREATE INDEX `release_signups_waiting` ON `release_signups` (`status`,`notified_at`,`product_slug`);--> statement-breakpoint
ALTER TABLE `order_items` ADD `preorder_on` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `release_mailed_at` integer;--> statement-breakpoint
CREATE INDEX `order_items_preorder_idx` ON `order_items` (`release_mailed_at`,`preorder_on`);--> statement-breakpoint
ALTER TABLE `products` ADD `preorders` integer DEFAULT false NOT NULL;