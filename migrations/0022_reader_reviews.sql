-- Reviews by the readers who own a product (issue 21, decision 050). Rows already here have no
-- owner: they stay as curated quotes (shown, never counted in a product's rating). drizzle-kit
-- leaves ON DELETE out of an added column's reference; an erased account takes its reviews.
ALTER TABLE `product_reviews` ADD `user_id` text REFERENCES user(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `created_at` integer;--> statement-breakpoint
ALTER TABLE `product_reviews` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `product_reviews_owner_idx` ON `product_reviews` (`product_slug`,`user_id`);--> statement-breakpoint
CREATE INDEX `product_reviews_user_idx` ON `product_reviews` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `product_reviews_state_updated_idx` ON `product_reviews` (`state`,`updated_at`,`id`);