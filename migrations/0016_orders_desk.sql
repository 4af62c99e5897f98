CREATE TABLE `download_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`file_id` text NOT NULL,
	`at` integer NOT NULL,
	`country` text NOT NULL,
	`network` text NOT NULL,
	`device` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `download_log_order_at` ON `download_log` (`order_id`,`at`);--> statement-breakpoint
CREATE INDEX `download_log_at` ON `download_log` (`at`);--> statement-breakpoint
CREATE INDEX `order_items_product_idx` ON `order_items` (`product_id`,`order_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`,`created_at`);