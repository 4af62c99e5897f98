ALTER TABLE `session` ADD `second_factor_at` integer;--> statement-breakpoint
ALTER TABLE `two_factor` ADD `last_totp_step` integer;--> statement-breakpoint
-- Sessions that entered the studio before this migration passed the second factor: only studio_sessions said so.
UPDATE `session` SET `second_factor_at` = (SELECT `verified_at` FROM `studio_sessions` WHERE `studio_sessions`.`session_id` = `session`.`id`) WHERE `id` IN (SELECT `session_id` FROM `studio_sessions`);
