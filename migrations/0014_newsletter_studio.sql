ALTER TABLE `newsletter_broadcasts` ADD `sent_count` integer;--> statement-breakpoint
ALTER TABLE `newsletter_broadcasts` ADD `failed_count` integer;--> statement-breakpoint
ALTER TABLE `newsletter_broadcasts` ADD `skipped_count` integer;--> statement-breakpoint
CREATE INDEX `newsletter_broadcasts_created` ON `newsletter_broadcasts` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_version` text;--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_created` ON `newsletter_subscribers` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_created` ON `newsletter_subscribers` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_locale_status` ON `newsletter_subscribers` (`locale`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_unsubscribed` ON `newsletter_subscribers` (`status`,`unsubscribed_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_recipient` ON `email_outbox` (`recipient`);--> statement-breakpoint
-- Broadcasts already sent keep their final counts like the ones that settle from now on.
UPDATE `newsletter_broadcasts` SET
  `sent_count` = (SELECT count(*) FROM `newsletter_deliveries` d WHERE d.`broadcast_id` = `newsletter_broadcasts`.`id` AND d.`state` = 'sent'),
  `failed_count` = (SELECT count(*) FROM `newsletter_deliveries` d WHERE d.`broadcast_id` = `newsletter_broadcasts`.`id` AND d.`state` = 'failed'),
  `skipped_count` = (SELECT count(*) FROM `newsletter_deliveries` d WHERE d.`broadcast_id` = `newsletter_broadcasts`.`id` AND d.`state` = 'skipped')
WHERE `status` = 'sent';
