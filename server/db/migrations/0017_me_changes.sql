-- Written by hand (decision 130): every change to what GET /api/me answers is announced on the channel
-- `haulbase_me` with the user ids it touches (comma-separated; '*' for "everyone"), so each server process can keep
-- the answers in memory and forget the ones that changed. pg_notify is sent on commit, never for a rolled-back write.
CREATE OR REPLACE FUNCTION me_changed(ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR ids = '' THEN
    RETURN;
  END IF;
  -- a payload is at most 8000 bytes: a larger change is announced as one for everyone
  PERFORM pg_notify('haulbase_me', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION me_changed_user_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM me_changed(OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION me_changed_user_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM me_changed('*');
  ELSE
    PERFORM me_changed((SELECT string_agg(DISTINCT id::text, ',') FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION me_changed_partner_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM me_changed(CASE WHEN OLD.user_id = NEW.user_id THEN OLD.user_id::text ELSE OLD.user_id || ',' || NEW.user_id END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION me_changed_partner_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM me_changed('*');
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM me_changed((SELECT string_agg(DISTINCT user_id::text, ',') FROM new_rows));
  ELSE
    PERFORM me_changed((SELECT string_agg(DISTINCT user_id::text, ',') FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER me_changed_update AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION me_changed_user_row();--> statement-breakpoint
CREATE TRIGGER me_changed_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_user_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_user_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_insert AFTER INSERT ON shippers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_partner_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_delete AFTER DELETE ON shippers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_partner_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_truncate AFTER TRUNCATE ON shippers
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_partner_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_update AFTER UPDATE OF user_id, company_name, payment_status, approved ON shippers
  FOR EACH ROW WHEN ((OLD.user_id, OLD.company_name, OLD.payment_status, OLD.approved)
    IS DISTINCT FROM (NEW.user_id, NEW.company_name, NEW.payment_status, NEW.approved))
  EXECUTE FUNCTION me_changed_partner_row();--> statement-breakpoint
CREATE TRIGGER me_changed_insert AFTER INSERT ON truckers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_partner_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_delete AFTER DELETE ON truckers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_partner_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_truncate AFTER TRUNCATE ON truckers
  FOR EACH STATEMENT EXECUTE FUNCTION me_changed_partner_statement();--> statement-breakpoint
CREATE TRIGGER me_changed_update AFTER UPDATE OF user_id, name, payment_status, approved ON truckers
  FOR EACH ROW WHEN ((OLD.user_id, OLD.name, OLD.payment_status, OLD.approved)
    IS DISTINCT FROM (NEW.user_id, NEW.name, NEW.payment_status, NEW.approved))
  EXECUTE FUNCTION me_changed_partner_row();
