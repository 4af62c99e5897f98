DROP INDEX `contact_messages_created`;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `state` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `state_changed_at` integer;--> statement-breakpoint
CREATE INDEX `contact_messages_state_created` ON `contact_messages` (`state`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_messages_created` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
DROP INDEX `excerpt_leads_created`;--> statement-breakpoint
ALTER TABLE `excerpt_leads` ADD `state` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `excerpt_leads` ADD `state_changed_at` integer;--> statement-breakpoint
CREATE INDEX `excerpt_leads_state_created` ON `excerpt_leads` (`state`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `excerpt_leads_created` ON `excerpt_leads` (`created_at`,`id`);