CREATE TABLE `gifts` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_slug` text NOT NULL,
	`recipient_name` text NOT NULL,
	`recipient_email` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`deliver_on` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`from_name` text DEFAULT '' NOT NULL,
	`sent_at` integer,
	`sends` integer DEFAULT 0 NOT NULL,
	`claim_token_hash` text,
	`claimed_by` text,
	`claimed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`claimed_by`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gifts_order_idx` ON `gifts` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `gifts_claim_token_idx` ON `gifts` (`claim_token_hash`);--> statement-breakpoint
CREATE INDEX `gifts_due_idx` ON `gifts` (`sent_at`,`deliver_on`);--> statement-breakpoint
CREATE INDEX `gifts_claimed_by_idx` ON `gifts` (`claimed_by`);--> statement-breakpoint
CREATE TABLE `guest_claim_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsecond') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `guest_claim_links_email_idx` ON `guest_claim_links` (`email`);--> statement-breakpoint
ALTER TABLE `orders` ADD `guest` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `claimed_at` integer;--> statement-breakpoint
CREATE INDEX `orders_guest_email_idx` ON `orders` (`guest`,`email`);