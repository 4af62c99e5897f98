-- Albums in one download (issue 22, decision 055): a file's role in its product and, for a
-- track, its format group. One ZIP is offered per group.
ALTER TABLE `product_files` ADD `role` text;--> statement-breakpoint
ALTER TABLE `product_files` ADD `format_group` text;
