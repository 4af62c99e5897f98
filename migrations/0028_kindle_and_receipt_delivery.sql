CREATE TABLE `kindle_addresses` (
	`user_id` text PRIMARY KEY NOT NULL,
	`address` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `dev_mailbox` ADD `attachments` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attachments` text;