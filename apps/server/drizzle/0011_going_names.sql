-- Decision 0027: connected clients see first names on who is going unless the professional turns it
-- off. professional_profiles_calendar_update (migration 0010) already stamps the professional's
-- calendar when this column changes, so no cached client view outlives the setting.
ALTER TABLE "professional_profiles" ADD COLUMN "show_going_names" boolean DEFAULT true NOT NULL;
