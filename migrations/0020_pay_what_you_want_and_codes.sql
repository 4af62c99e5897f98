CREATE TABLE `discount_code_uses` (
	`order_id` text PRIMARY KEY NOT NULL,
	`code_id` text NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`code_id`) REFERENCES `discount_codes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_code_uses_user_idx` ON `discount_code_uses` (`code_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `discount_code_uses_email_idx` ON `discount_code_uses` (`code_id`,`email`);--> statement-breakpoint
CREATE TABLE `discount_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`product_slugs` text,
	`starts_at` integer,
	`ends_at` integer,
	`max_uses` integer,
	`uses` integer DEFAULT 0 NOT NULL,
	`disabled_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `discount_codes_code_idx` ON `discount_codes` (`code`);--> statement-breakpoint
CREATE INDEX `discount_codes_created_idx` ON `discount_codes` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `cart_items` ADD `amount_cents` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `list_cents` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_code` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `min_price_cents` integer;