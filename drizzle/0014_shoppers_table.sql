-- The shoppers' tables are named for them (issue 33), ahead of the staff accounts' own tables: renames only, so every
-- row stays. Written by hand from drizzle-kit's diff (it dropped and re-added the foreign keys and indexes); the names
-- below are the ones 0014_snapshot.json expects, plus the primary keys and id sequences Postgres named after the tables.
ALTER TABLE "users" RENAME TO "shoppers";--> statement-breakpoint
ALTER TABLE "shoppers" RENAME CONSTRAINT "users_pkey" TO "shoppers_pkey";--> statement-breakpoint
ALTER SEQUENCE "users_id_seq" RENAME TO "shoppers_id_seq";--> statement-breakpoint
ALTER INDEX "users_phone_key" RENAME TO "shoppers_phone_key";--> statement-breakpoint
ALTER TABLE "user_sessions" RENAME TO "shopper_sessions";--> statement-breakpoint
ALTER TABLE "shopper_sessions" RENAME CONSTRAINT "user_sessions_pkey" TO "shopper_sessions_pkey";--> statement-breakpoint
ALTER SEQUENCE "user_sessions_id_seq" RENAME TO "shopper_sessions_id_seq";--> statement-breakpoint
ALTER INDEX "user_sessions_token_hash_key" RENAME TO "shopper_sessions_token_hash_key";--> statement-breakpoint
ALTER INDEX "user_sessions_user_idx" RENAME TO "shopper_sessions_user_idx";--> statement-breakpoint
ALTER TABLE "shopper_sessions" RENAME CONSTRAINT "user_sessions_user_id_users_id_fk" TO "shopper_sessions_user_id_shoppers_id_fk";--> statement-breakpoint
ALTER TABLE "watchlist_entries" RENAME CONSTRAINT "watchlist_entries_user_id_users_id_fk" TO "watchlist_entries_user_id_shoppers_id_fk";--> statement-breakpoint
ALTER TABLE "viewed_vehicles" RENAME CONSTRAINT "viewed_vehicles_user_id_users_id_fk" TO "viewed_vehicles_user_id_shoppers_id_fk";--> statement-breakpoint
ALTER TABLE "trade_in_valuations" RENAME CONSTRAINT "trade_in_valuations_user_id_users_id_fk" TO "trade_in_valuations_user_id_shoppers_id_fk";--> statement-breakpoint
ALTER TABLE "reservations" RENAME CONSTRAINT "reservations_user_id_users_id_fk" TO "reservations_user_id_shoppers_id_fk";
