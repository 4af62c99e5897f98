CREATE TABLE `newsletter_broadcasts` (
	`id` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`subject` text NOT NULL,
	`markdown` text NOT NULL,
	`html` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`last_error` text,
	`email_html` text,
	`email_text` text,
	`email_headers` text,
	`enqueue_cursor` text,
	`enqueued` integer DEFAULT 0 NOT NULL,
	`enqueued_at` integer,
	`created_by` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`started_at` integer,
	`sent_at` integer
);
--> statement-breakpoint
CREATE INDEX `newsletter_broadcasts_status` ON `newsletter_broadcasts` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`broadcast_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`batch` integer NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`broadcast_id`) REFERENCES `newsletter_broadcasts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_once` ON `newsletter_deliveries` (`broadcast_id`,`subscriber_id`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_state` ON `newsletter_deliveries` (`broadcast_id`,`state`,`batch`);