CREATE TABLE `product_file_versions` (
	`file_id` text NOT NULL,
	`version` integer NOT NULL,
	`r2_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`released_at` integer NOT NULL,
	`all_buyers` integer NOT NULL,
	`superseded_at` integer NOT NULL,
	PRIMARY KEY(`file_id`, `version`),
	FOREIGN KEY (`file_id`) REFERENCES `product_files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `studio_upload_parts` (
	`upload_id` text NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`size_bytes` integer NOT NULL,
	PRIMARY KEY(`upload_id`, `part_number`),
	FOREIGN KEY (`upload_id`) REFERENCES `studio_uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `studio_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`product_slug` text NOT NULL,
	`purpose` text NOT NULL,
	`replaces_file_id` text,
	`label` text,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`part_size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`r2_key` text NOT NULL,
	`r2_upload_id` text NOT NULL,
	`state` text DEFAULT 'uploading' NOT NULL,
	`created_at` integer NOT NULL,
	`touched_at` integer NOT NULL,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `studio_uploads_touched_idx` ON `studio_uploads` (`touched_at`);--> statement-breakpoint
ALTER TABLE `product_files` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_files` ADD `released_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_files` ADD `all_buyers` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `product_files` ADD `removed_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `cover_sizes` text;