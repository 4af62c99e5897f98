ALTER TABLE `user` ADD `comments_blocked_at` integer;--> statement-breakpoint
ALTER TABLE `user` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `user` ADD `suspended_reason` text;--> statement-breakpoint
CREATE INDEX `user_created_idx` ON `user` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `comments_status_created_idx` ON `comments` (`status`,`created_at`,`id`);