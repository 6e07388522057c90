-- Issue 30 item 1 (docs/decisions/0055-one-round-trip-booking.md): joining a full class's waitlist
-- in the same one call as taking a place. The function of 0022 handed a waitlist join back as
-- `general` because its mail named the client's position; the mail is now a job of the join
-- (`waitlist.joined`, rendered by the job worker with the position counted here, as the TypeScript
-- path counts it: active entries in joining order), so the function writes the entry and that job and
-- answers `waitlisted` with the entry's id. Everything else is 0022's function unchanged;
-- test/bookings/register-function-property.test.ts holds both to the TypeScript rules.
CREATE OR REPLACE FUNCTION "register_for_class"(
	p_event uuid,
	p_client uuid,
	p_voucher_type integer,
	p_now timestamptz,
	p_waitlist boolean,
	p_rules jsonb,
	OUT code text,
	OUT registration_id uuid
) LANGUAGE plpgsql AS $$
DECLARE
	e events%ROWTYPE;
	confirmed boolean;
	profile_public boolean;
	own_id uuid;
	waiting_id uuid;
	invited boolean;
	deadline_hours integer;
	active integer;
	held integer;
	zone text;
	cancellation_hours integer;
	early_at timestamptz;
	day_at timestamptz;
	local_at timestamp;
	local_hour integer;
	start_ms text;
	start_iso text;
	late_suffix text := '';
	stored integer := 0;
	added integer;
	hour_ interval := interval '1 hour';
	joined_at timestamptz;
	position_ integer;
BEGIN
	SELECT * INTO e FROM events WHERE id = p_event FOR UPDATE;
	IF NOT FOUND OR e.cancelled_at IS NOT NULL OR NOT e.is_group_session THEN
		code := 'not_found';
		RETURN;
	END IF;
	-- After the lock: every registration committed before is seen (docs/product/rules.md#limits-under-concurrency).
	SELECT
		EXISTS (SELECT 1 FROM professional_clients pc
			WHERE pc.professional_id = e.professional_id AND pc.client_id = p_client
				AND pc.status = 'confirmed' AND pc.ended_at IS NULL),
		pp.is_public,
		(SELECT r.id FROM event_registrations r
			WHERE r.event_id = e.id AND r.client_id = p_client AND r.cancelled_at IS NULL LIMIT 1),
		(SELECT w.id FROM waitlist_registrations w
			WHERE w.event_id = e.id AND w.client_id = p_client AND w.cancelled_at IS NULL LIMIT 1),
		EXISTS (SELECT 1 FROM event_invitations i
			JOIN professional_clients pc ON pc.id = i.professional_client_id
			WHERE i.event_id = e.id AND pc.client_id = p_client),
		(SELECT vs.registration_deadline_hours FROM voucher_settings vs
			WHERE vs.professional_id = e.professional_id AND vs.voucher_type_id = e.voucher_type_id),
		(SELECT count(*)::int FROM event_registrations r WHERE r.event_id = e.id AND r.cancelled_at IS NULL),
		(SELECT count(*)::int FROM waitlist_registrations w
			WHERE w.event_id = e.id AND w.client_id <> p_client AND w.cancelled_at IS NULL
				AND w.passed_at IS NULL AND w.offered_until > p_now)
	INTO confirmed, profile_public, own_id, waiting_id, invited, deadline_hours, active, held
	FROM professional_profiles pp WHERE pp.id = e.professional_id;
	IF NOT FOUND THEN
		code := 'not_found';
		RETURN;
	END IF;
	-- Never placed by the waitlist elsewhere meanwhile at an overlapping time (settle-waitlist.ts).
	PERFORM 1 FROM client_profiles WHERE id = p_client FOR NO KEY UPDATE;

	IF NOT confirmed THEN
		-- Booking from a public profile connects the client: the general path does that.
		code := CASE WHEN profile_public THEN 'general' ELSE 'not_connected' END;
		RETURN;
	END IF;
	IF e.is_private AND own_id IS NULL AND waiting_id IS NULL AND NOT invited THEN
		code := 'not_found';
		RETURN;
	END IF;
	IF p_voucher_type <> e.voucher_type_id THEN
		code := 'voucher_type';
		RETURN;
	END IF;
	IF own_id IS NOT NULL THEN
		code := 'already_in';
		RETURN;
	END IF;
	-- deadlinePassed: at the deadline itself it has passed.
	IF p_now >= e.start_time - coalesce(deadline_hours, (p_rules->>'defaultRegistrationHours')::int) * hour_ THEN
		code := 'deadline';
		RETURN;
	END IF;
	-- registrationOutcome: a place held for another waiting client is taken.
	IF active + held >= e.max_event_regs THEN
		IF NOT (p_waitlist AND e.waitlist_allowed) THEN
			code := 'full';
			RETURN;
		END IF;
		IF waiting_id IS NOT NULL THEN
			code := 'already_in';
			RETURN;
		END IF;
		INSERT INTO waitlist_registrations (event_id, client_id, professional_id, voucher_type_id)
		VALUES (e.id, p_client, e.professional_id, p_voucher_type)
		RETURNING id, created_at INTO registration_id, joined_at;
		-- The position the mail names: active entries in joining order (findActiveWaitlistContacts).
		SELECT count(*)::int INTO position_ FROM waitlist_registrations w
		JOIN client_profiles c ON c.id = w.client_id JOIN users u ON u.id = c.user_id
		WHERE w.event_id = e.id AND w.cancelled_at IS NULL AND (w.created_at, w.id) <= (joined_at, registration_id);
		INSERT INTO jobs (kind, payload, key)
		VALUES (p_rules->>'waitlistJoinedJob',
			jsonb_build_object('waitlistId', registration_id, 'position', position_),
			(p_rules->>'waitlistJoinedJob') || ':' || registration_id)
		ON CONFLICT (key) DO NOTHING;
		PERFORM pg_notify(p_rules->>'jobsChannel', '');
		code := 'waitlisted';
		RETURN;
	END IF;
	-- recordWebhookEvent writes the events when an endpoint wants them: the general path does that.
	IF EXISTS (SELECT 1 FROM webhook_endpoints w
		WHERE w.enabled AND (w.professional_id = e.professional_id OR w.professional_id IS NULL)
			AND (w.event_types ? (p_rules->>'webhookCreated')
				OR (waiting_id IS NOT NULL AND w.event_types ? (p_rules->>'webhookPromoted')))) THEN
		code := 'general';
		RETURN;
	END IF;

	-- reminderPlan (findReminderContext: the client's zone, the type's cancellation deadline).
	SELECT u.timezone,
		coalesce((SELECT vs.cancellation_deadline_hours FROM voucher_settings vs
			WHERE vs.professional_id = e.professional_id AND vs.voucher_type_id = p_voucher_type),
			(p_rules->>'defaultCancellationHours')::int)
	INTO zone, cancellation_hours
	FROM client_profiles c JOIN users u ON u.id = c.user_id WHERE c.id = p_client;
	IF NOT FOUND THEN
		zone := 'UTC';
		cancellation_hours := (p_rules->>'defaultCancellationHours')::int;
	END IF;
	early_at := least(e.start_time - (p_rules->>'earlyMaxLeadHours')::int * hour_,
		e.start_time - (cancellation_hours + (p_rules->>'earlyDeadlineLeadHours')::int) * hour_);
	IF early_at <= p_now THEN
		early_at := NULL;
	END IF;
	day_at := e.start_time - (p_rules->>'dayLeadHours')::int * hour_;
	BEGIN
		local_at := day_at AT TIME ZONE zone;
	EXCEPTION WHEN invalid_parameter_value THEN
		-- A zone the app knows and PostgreSQL does not: the general path plans it.
		code := 'general';
		RETURN;
	END;
	local_hour := extract(hour FROM local_at);
	IF NOT (local_hour >= (p_rules->>'quietTo')::int AND local_hour < (p_rules->>'quietFrom')::int) THEN
		-- In the reader's night: the evening before.
		day_at := (date_trunc('day', local_at)
			- CASE WHEN local_hour < (p_rules->>'quietTo')::int THEN interval '1 day' ELSE interval '0' END
			+ (p_rules->>'quietEvening')::int * hour_) AT TIME ZONE zone;
	END IF;
	IF NOT (day_at > p_now AND (early_at IS NULL OR day_at > early_at)) THEN
		day_at := NULL;
	END IF;

	IF waiting_id IS NOT NULL THEN
		UPDATE waitlist_registrations
		SET cancelled_at = p_now, ended_by = p_rules->>'endedByClient', cancel_reason = NULL
		WHERE id = waiting_id AND cancelled_at IS NULL;
	END IF;
	INSERT INTO event_registrations (event_id, client_id, professional_id, voucher_type_id)
	VALUES (e.id, p_client, e.professional_id, p_voucher_type)
	RETURNING id INTO registration_id;

	-- registrationJobs, stored as enqueueAll stores them (a key met before is skipped).
	start_ms := floor(extract(epoch FROM e.start_time) * 1000)::bigint::text;
	start_iso := to_char(e.start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
	IF early_at IS NOT NULL THEN
		INSERT INTO jobs (kind, payload, run_at, key)
		VALUES (p_rules->>'reminderJob',
			jsonb_build_object('registrationId', registration_id, 'startTime', start_iso, 'which', 'early'),
			early_at, (p_rules->>'reminderJob') || ':' || registration_id || ':' || start_ms || ':early')
		ON CONFLICT (key) DO NOTHING;
		GET DIAGNOSTICS added = ROW_COUNT;
		stored := stored + added;
	END IF;
	IF day_at IS NOT NULL THEN
		INSERT INTO jobs (kind, payload, run_at, key)
		VALUES (p_rules->>'reminderJob',
			jsonb_build_object('registrationId', registration_id, 'startTime', start_iso, 'which', 'day'),
			day_at, (p_rules->>'reminderJob') || ':' || registration_id || ':' || start_ms || ':day')
		ON CONFLICT (key) DO NOTHING;
		GET DIAGNOSTICS added = ROW_COUNT;
		stored := stored + added;
	END IF;
	INSERT INTO jobs (kind, payload, key)
	VALUES (p_rules->>'confirmationJob', jsonb_build_object('registrationId', registration_id),
		(p_rules->>'confirmationJob') || ':' || registration_id)
	ON CONFLICT (key) DO NOTHING;
	GET DIAGNOSTICS added = ROW_COUNT;
	stored := stored + added;
	-- consumptionJob: a registration after the start gets a job of its own.
	IF e.start_time <= p_now THEN
		late_suffix := ':' || registration_id;
	END IF;
	INSERT INTO jobs (kind, payload, run_at, key, max_attempts)
	VALUES (p_rules->>'consumeJob', jsonb_build_object('eventId', e.id), e.start_time,
		(p_rules->>'consumeJob') || ':' || e.id || ':' || start_ms || late_suffix,
		(p_rules->>'consumeMaxAttempts')::int)
	ON CONFLICT (key) DO NOTHING;
	GET DIAGNOSTICS added = ROW_COUNT;
	stored := stored + added;
	INSERT INTO jobs (kind, payload, key)
	VALUES (p_rules->>'overlappingJob', jsonb_build_object('registrationId', registration_id),
		(p_rules->>'overlappingJob') || ':' || registration_id)
	ON CONFLICT (key) DO NOTHING;
	GET DIAGNOSTICS added = ROW_COUNT;
	stored := stored + added;
	IF stored > 0 THEN
		PERFORM pg_notify(p_rules->>'jobsChannel', '');
	END IF;
	code := 'registered';
END;
$$;
