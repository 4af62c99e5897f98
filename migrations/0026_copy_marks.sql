CREATE TABLE `copy_marks` (
	`mark` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`stamps_cleared_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `copy_marks_order_idx` ON `copy_marks` (`order_id`);