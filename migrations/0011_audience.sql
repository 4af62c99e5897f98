CREATE TABLE `audience_conversions` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`language` text NOT NULL,
	`form` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `language`, `form`)
);
--> statement-breakpoint
CREATE TABLE `audience_days` (
	`day` text PRIMARY KEY NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audience_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audience_views` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`language` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`country` text NOT NULL,
	`device` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `language`, `referrer_host`, `country`, `device`)
);
--> statement-breakpoint
CREATE TABLE `audience_visitors` (
	`day` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`day`, `hash`)
);
