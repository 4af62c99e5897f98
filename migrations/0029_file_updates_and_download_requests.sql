CREATE TABLE `download_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`file_id` text NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`granted_at` integer,
	`granted_by` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `download_requests_open_idx` ON `download_requests` (`order_id`,`file_id`) WHERE "download_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX `download_requests_status_created_idx` ON `download_requests` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `file_update_consents` (
	`user_id` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`consent_at` integer NOT NULL,
	`consent_version` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `download_counts` ADD `seen_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_file_versions` ADD `change_note` text;--> statement-breakpoint
ALTER TABLE `product_files` ADD `change_note` text;--> statement-breakpoint
ALTER TABLE `product_files` ADD `update_mail_pending` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Downloads counted before versions were marked: the version the order gets now counts as seen.
UPDATE `download_counts` SET `seen_version` = coalesce((SELECT `version` FROM `product_files` WHERE `id` = `download_counts`.`file_id`), 1);
