CREATE TABLE `order_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_refund_id` text,
	`origin` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`line_ids` text DEFAULT '[]' NOT NULL,
	`reason` text,
	`actor_email` text,
	`last_error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`refunded_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_refunds_order_idx` ON `order_refunds` (`order_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_refunds_provider_idx` ON `order_refunds` (`provider`,`provider_refund_id`);--> statement-breakpoint
CREATE INDEX `order_refunds_refunded_at_idx` ON `order_refunds` (`refunded_at`);--> statement-breakpoint
ALTER TABLE `download_counts` ADD `extra` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `refund_id` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `country` text DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
-- Orders refunded before refunds had rows of their own (decision 044): one whole refund each, so
-- the sales read every refund from order_refunds.
INSERT INTO `order_refunds` (`id`, `order_id`, `provider`, `origin`, `status`, `amount_cents`, `currency`, `line_ids`, `created_at`, `updated_at`, `refunded_at`)
SELECT 'backfill-' || `id`, `id`, coalesce(`provider`, 'local'), 'provider', 'succeeded', `total_cents`, `currency`,
  coalesce((SELECT json_group_array(`order_items`.`id`) FROM `order_items` WHERE `order_items`.`order_id` = `orders`.`id`), '[]'),
  coalesce(`refunded_at`, `updated_at`), coalesce(`refunded_at`, `updated_at`), coalesce(`refunded_at`, `updated_at`)
FROM `orders` WHERE `status` = 'refunded';--> statement-breakpoint
UPDATE `order_items` SET `refund_id` = 'backfill-' || `order_id`,
  `refunded_at` = (SELECT coalesce(`refunded_at`, `updated_at`) FROM `orders` WHERE `orders`.`id` = `order_items`.`order_id`)
WHERE `order_id` IN (SELECT `id` FROM `orders` WHERE `status` = 'refunded');--> statement-breakpoint
UPDATE `orders` SET `refunded_cents` = `total_cents` WHERE `status` = 'refunded';
