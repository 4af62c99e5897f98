CREATE TABLE `bundle_items` (
	`bundle_slug` text NOT NULL,
	`product_slug` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`bundle_slug`, `product_slug`),
	FOREIGN KEY (`bundle_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_files` (
	`id` text PRIMARY KEY NOT NULL,
	`product_slug` text NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`label` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_files_product_idx` ON `product_files` (`product_slug`,`position`);--> statement-breakpoint
CREATE TABLE `product_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`product_slug` text NOT NULL,
	`locale` text NOT NULL,
	`author` text NOT NULL,
	`rating` integer NOT NULL,
	`quote` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_reviews_product_idx` ON `product_reviews` (`product_slug`,`position`);--> statement-breakpoint
CREATE TABLE `product_texts` (
	`product_slug` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`subtitle` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`synopsis` text DEFAULT '' NOT NULL,
	`behind_the_story` text DEFAULT '' NOT NULL,
	`cover_alt` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`product_slug`, `locale`),
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`slug` text PRIMARY KEY NOT NULL,
	`category_slug` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`format` text NOT NULL,
	`work_language` text,
	`price_cents` integer NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`cover_path` text NOT NULL,
	`cover_width` integer NOT NULL,
	`cover_height` integer NOT NULL,
	`series` text,
	`excerpt_id` text,
	`sample_key` text,
	`released_on` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_slug`) REFERENCES `shop_categories`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category_slug`,`status`,`position`);--> statement-breakpoint
CREATE TABLE `shop_categories` (
	`slug` text PRIMARY KEY NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shop_category_texts` (
	`category_slug` text NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`category_slug`, `locale`),
	FOREIGN KEY (`category_slug`) REFERENCES `shop_categories`(`slug`) ON UPDATE no action ON DELETE cascade
);
