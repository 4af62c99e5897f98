CREATE TABLE `product_slug_redirects` (
	`old_slug` text PRIMARY KEY NOT NULL,
	`product_slug` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_slug`) REFERENCES `products`(`slug`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_slug_redirects_product_idx` ON `product_slug_redirects` (`product_slug`);--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `state` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `retired_at` integer;--> statement-breakpoint
CREATE INDEX `products_created_idx` ON `products` (`created_at`,`slug`);--> statement-breakpoint
CREATE INDEX `products_status_created_idx` ON `products` (`status`,`created_at`,`slug`);--> statement-breakpoint
CREATE INDEX `products_shelf_created_idx` ON `products` (`category_slug`,`created_at`,`slug`);--> statement-breakpoint
CREATE INDEX `products_kind_created_idx` ON `products` (`kind`,`created_at`,`slug`);--> statement-breakpoint
-- The studio edits the catalogue (issue 20). products and product_reviews keep their triggers
-- (0007) through ADD COLUMN; the new table of former slugs gets the same three, since a
-- product page's old address answers from it (decision 045).
CREATE TRIGGER `product_slug_redirects_insert_renews_catalogue_version` AFTER INSERT ON `product_slug_redirects` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_slug_redirects_update_renews_catalogue_version` AFTER UPDATE ON `product_slug_redirects` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_slug_redirects_delete_renews_catalogue_version` AFTER DELETE ON `product_slug_redirects` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
