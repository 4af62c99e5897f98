CREATE TABLE `invoices` (
	`order_id` text PRIMARY KEY NOT NULL,
	`series` text NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`issued_at` integer NOT NULL,
	`document` text NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_series_seq_idx` ON `invoices` (`series`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_idx` ON `invoices` (`number`);--> statement-breakpoint
CREATE TABLE `order_taxes` (
	`order_id` text PRIMARY KEY NOT NULL,
	`scheme` text NOT NULL,
	`country` text NOT NULL,
	`ip_country` text,
	`billing_country` text,
	`card_country` text,
	`evidence` text NOT NULL,
	`tax_id` text,
	`source` text NOT NULL,
	`vat_cents` integer NOT NULL,
	`provider_vat_cents` integer,
	`decided_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_vat_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`order_item_id` integer NOT NULL,
	`kind` text NOT NULL,
	`rate_bp` integer NOT NULL,
	`gross_cents` integer NOT NULL,
	`net_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_item_id`) REFERENCES `order_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_vat_lines_order_idx` ON `order_vat_lines` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_vat_lines_item_kind_idx` ON `order_vat_lines` (`order_item_id`,`kind`);