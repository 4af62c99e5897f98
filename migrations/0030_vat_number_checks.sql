ALTER TABLE `order_taxes` ADD `tax_id_check` text;--> statement-breakpoint
ALTER TABLE `order_taxes` ADD `tax_id_checked_by` text;--> statement-breakpoint
ALTER TABLE `order_taxes` ADD `tax_id_checked_at` integer;--> statement-breakpoint
ALTER TABLE `order_taxes` ADD `tax_id_answer` text;