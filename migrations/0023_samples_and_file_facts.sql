-- Issue 21 (decision 051): samples to try before buying, and what each download contains.
CREATE TABLE `product_samples` (
	`id` text PRIMARY KEY NOT NULL,
	`product_slug` text NOT NULL,
	`kind` text NOT NULL,
	`locale` text,
	`title` text NOT NULL,
	`duration_seconds` integer,
	`r2_key` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_samples_product_idx` ON `product_samples` (`product_slug`,`kind`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `product_samples_chapter_locale_idx` ON `product_samples` (`product_slug`,`locale`) WHERE "product_samples"."kind" = 'chapter';--> statement-breakpoint
ALTER TABLE `product_files` ADD `format` text;--> statement-breakpoint
ALTER TABLE `product_files` ADD `bitrate_kbps` integer;--> statement-breakpoint
ALTER TABLE `product_files` ADD `duration_seconds` integer;--> statement-breakpoint
ALTER TABLE `product_files` ADD `page_count` integer;--> statement-breakpoint
ALTER TABLE `product_files` ADD `word_count` integer;--> statement-breakpoint
-- The one listening sample a product had becomes its first audio sample (titled as the product).
INSERT INTO `product_samples` (`id`, `product_slug`, `kind`, `locale`, `title`, `duration_seconds`, `r2_key`, `position`)
SELECT `products`.`slug` || '-sample-1', `products`.`slug`, 'audio', NULL,
	coalesce((SELECT `title` FROM `product_texts` WHERE `product_slug` = `products`.`slug` AND `locale` = 'en'), `products`.`slug`),
	NULL, `products`.`sample_key`, 1
FROM `products` WHERE `products`.`sample_key` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `products` DROP COLUMN `sample_key`;--> statement-breakpoint
-- A catalogue table: its changes renew the catalogue's version, as 0007's tables do.
CREATE TRIGGER `product_samples_insert_renews_catalogue_version` AFTER INSERT ON `product_samples` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_samples_update_renews_catalogue_version` AFTER UPDATE ON `product_samples` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_samples_delete_renews_catalogue_version` AFTER DELETE ON `product_samples` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
