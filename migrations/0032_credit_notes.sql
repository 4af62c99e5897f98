CREATE TABLE `credit_notes` (
	`refund_id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`invoice_number` text NOT NULL,
	`series` text NOT NULL,
	`seq` integer NOT NULL,
	`number` text NOT NULL,
	`refunded_at` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`document` text NOT NULL,
	FOREIGN KEY (`refund_id`) REFERENCES `order_refunds`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`invoice_number`) REFERENCES `invoices`(`number`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_series_seq_idx` ON `credit_notes` (`series`,`seq`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_idx` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE INDEX `credit_notes_order_idx` ON `credit_notes` (`order_id`);--> statement-breakpoint
CREATE INDEX `credit_notes_refunded_at_idx` ON `credit_notes` (`refunded_at`);