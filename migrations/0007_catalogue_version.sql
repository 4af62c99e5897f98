-- The catalogue's version: one row whose token every change to a catalogue table replaces,
-- whoever makes it (scripts/shop.mjs, SQL by hand, a seed, a migration), in the same
-- transaction as the change. The Worker keeps catalogue answers and product pages per isolate
-- and reads only this row per request to know whether they still hold
-- (docs/decisions/024-edge-cost-and-catalogue-caching.md). A random token rather than a
-- counter: a restored backup brings back its own token, never one a newer state already used.
-- A new catalogue table needs the same three triggers, or the site would miss its changes.
CREATE TABLE `catalogue_version` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`token` text NOT NULL
);
--> statement-breakpoint
INSERT INTO `catalogue_version` (`id`, `token`) VALUES (1, lower(hex(randomblob(8))));
--> statement-breakpoint
CREATE TRIGGER `products_insert_renews_catalogue_version` AFTER INSERT ON `products` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_update_renews_catalogue_version` AFTER UPDATE ON `products` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `products_delete_renews_catalogue_version` AFTER DELETE ON `products` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_insert_renews_catalogue_version` AFTER INSERT ON `product_texts` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_update_renews_catalogue_version` AFTER UPDATE ON `product_texts` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_texts_delete_renews_catalogue_version` AFTER DELETE ON `product_texts` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_files_insert_renews_catalogue_version` AFTER INSERT ON `product_files` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_files_update_renews_catalogue_version` AFTER UPDATE ON `product_files` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_files_delete_renews_catalogue_version` AFTER DELETE ON `product_files` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_reviews_insert_renews_catalogue_version` AFTER INSERT ON `product_reviews` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_reviews_update_renews_catalogue_version` AFTER UPDATE ON `product_reviews` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_reviews_delete_renews_catalogue_version` AFTER DELETE ON `product_reviews` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bundle_items_insert_renews_catalogue_version` AFTER INSERT ON `bundle_items` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bundle_items_update_renews_catalogue_version` AFTER UPDATE ON `bundle_items` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `bundle_items_delete_renews_catalogue_version` AFTER DELETE ON `bundle_items` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_categories_insert_renews_catalogue_version` AFTER INSERT ON `shop_categories` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_categories_update_renews_catalogue_version` AFTER UPDATE ON `shop_categories` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_categories_delete_renews_catalogue_version` AFTER DELETE ON `shop_categories` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_category_texts_insert_renews_catalogue_version` AFTER INSERT ON `shop_category_texts` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_category_texts_update_renews_catalogue_version` AFTER UPDATE ON `shop_category_texts` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shop_category_texts_delete_renews_catalogue_version` AFTER DELETE ON `shop_category_texts` BEGIN
	UPDATE `catalogue_version` SET `token` = lower(hex(randomblob(8))) WHERE `id` = 1;
END;
