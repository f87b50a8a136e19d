-- Every status, kind and type column holds one of a closed set of values (docs/decisions/0028). The
-- lists are the ones that type the columns in TypeScript (apps/api/src/db/schema/*.ts). The ledger's
-- kind and bucket columns already carry such checks (0007, 0012).
--
-- A row outside its set makes this migration fail and names the constraint: every writer was typed
-- with these sets before this migration, so a failure means a row written by hand, to be corrected
-- before migrating again (docs/decisions/0028 gives the query that finds it).
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_audience_check" CHECK ("calculations"."audience" in ('customer', 'participant'));--> statement-breakpoint
ALTER TABLE "calculations" ADD CONSTRAINT "calculations_currency_check" CHECK ("calculations"."currency" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_currency_check" CHECK ("customer_bank_accounts"."currency" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "customer_bank_accounts" ADD CONSTRAINT "customer_bank_accounts_status_check" CHECK ("customer_bank_accounts"."status" in ('ACTIVE', 'INACTIVE'));--> statement-breakpoint
ALTER TABLE "customer_profile_sections" ADD CONSTRAINT "customer_profile_sections_section_check" CHECK ("customer_profile_sections"."section" in ('personalInformation', 'birthdata', 'address', 'occupation', 'partner'));--> statement-breakpoint
ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_kind_check" CHECK ("data_rights_requests"."kind" in ('EXPORT_JSON', 'EXPORT_PDF', 'CANCELLATION'));--> statement-breakpoint
ALTER TABLE "data_rights_requests" ADD CONSTRAINT "data_rights_requests_status_check" CHECK ("data_rights_requests"."status" in ('COMPLETED', 'RECEIVED'));--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_status_check" CHECK ("investments"."status" in ('ACTIVE'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('QUEUED', 'SENT', 'FAILED'));--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_type_check" CHECK ("movements"."type" in ('SUBSCRIPTION', 'RESCUE', 'REINVESTMENT', 'TRANSFER'));--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_status_check" CHECK ("movements"."status" in ('APPROVED', 'PENDING', 'CANCELED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_status_check" CHECK ("onboarding_approvals"."status" in ('PREPARED', 'EXECUTED', 'VOID'));--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_currency_check" CHECK ("onboarding_approvals"."currency" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_kind_check" CHECK ("onboarding_files"."kind" in ('CONTRACT', 'ANNEX', 'CERTIFICATE', 'VOUCHER', 'ADMIN_DOCUMENT'));--> statement-breakpoint
ALTER TABLE "onboarding_signatures" ADD CONSTRAINT "onboarding_signatures_status_check" CHECK ("onboarding_signatures"."status" in ('PENDING', 'SIGNED', 'VOID'));--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_state_check" CHECK ("onboardings"."state" in ('IN_PROGRESS', 'PENDING_SIGNATURE', 'WAITING_FOR_APPROVAL', 'PENDING_DEPOSIT', 'IN_VERIFICATION', 'APPROVED', 'DISAPPROVED', 'CANCELED', 'WAITING_FOR_CANCEL', 'CANCELED_BY_SUPPORT', 'CANCELED_BY_QUOTA_VALUE_CHANGE', 'ON_HOLD'));--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_contract_state_check" CHECK ("onboardings"."contract_state" in ('PENDING', 'GENERATED', 'SIGNED', 'APPROVED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_resume_state_check" CHECK ("onboardings"."resume_state" in ('IN_PROGRESS', 'PENDING_SIGNATURE', 'WAITING_FOR_APPROVAL', 'PENDING_DEPOSIT', 'IN_VERIFICATION'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_document_type_check" CHECK ("partners"."document_type" in ('DNI', 'PASAPORTE', 'CARNE_EXTRANJERIA', 'OTRO'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_check" CHECK ("products"."type" in ('factoring', 'bono', 'mutuo', 'renta-fia'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_currency_check" CHECK ("products"."currency" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_currency_check" CHECK ("rescues"."currency" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_status_check" CHECK ("rescues"."status" in ('PENDING', 'SETTLED', 'CANCELED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "restricted_persons" ADD CONSTRAINT "restricted_persons_document_type_check" CHECK ("restricted_persons"."document_type" in ('DNI', 'PASAPORTE', 'CARNE_EXTRANJERIA', 'OTRO'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason_check" CHECK ("sessions"."revoked_reason" in ('LOGOUT', 'LOGOUT_ALL', 'PASSWORD_CHANGED', 'PASSWORD_RESET', 'DISABLED', 'REFRESH_REUSED'));--> statement-breakpoint
ALTER TABLE "user_alerts" ADD CONSTRAINT "user_alerts_kind_check" CHECK ("user_alerts"."kind" in ('RESCUE_SETTLED', 'RESCUE_REJECTED', 'ONBOARDING_APPROVED', 'ONBOARDING_DISAPPROVED', 'SIGNING_APPROVED', 'SIGNING_REJECTED', 'DEPOSIT_RECEIVED', 'DEPOSIT_REJECTED', 'QUOTA_VALUE_CHANGED', 'TRANSFER_RECEIVED'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_document_type_check" CHECK ("users"."document_type" in ('DNI', 'PASAPORTE', 'CARNE_EXTRANJERIA', 'OTRO'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_investor_profile_check" CHECK ("users"."investor_profile" in ('CONSERVADOR', 'MODERADO', 'ARRIESGADO'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profile_check" CHECK ("users"."profile" in ('INTERESADO', 'PARTICIPE', 'ADMIN'));--> statement-breakpoint
-- The onboarding history is append-only (a trigger refuses UPDATE), so a row outside the set could
-- never be corrected: its checks are added NOT VALID (new rows are checked) and then validated, and a
-- history that holds an older event name keeps the checks for new rows only, with a warning.
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_event_check" CHECK ("onboarding_events"."event" in ('SAVE_PART', 'COMPLETE_STEP_1', 'GENERATE_CONTRACT', 'SIGN_CONTRACT', 'APPROVE_SIGNING', 'REJECT_SIGNING', 'REGISTER_DEPOSIT', 'REJECT_DEPOSIT', 'APPROVE', 'DISAPPROVE', 'CANCEL', 'FORCE_CANCEL', 'SUPPORT_CANCEL', 'QUOTA_VALUE_CHANGED', 'APPROVE_QUOTA_CHANGE', 'REJECT_QUOTA_CHANGE', 'RESTRICTED_MATCH', 'CLEAR_RESTRICTION', 'CREATE', 'APPROVAL_PREPARED', 'DOCUMENT_ADDED', 'DOCUMENT_REMOVED', 'ADD_DEPOSIT_VOUCHER', 'SIGNING_DOCUMENTS_ACCEPTED', 'SIGNING_CODE_SENT', 'SIGNING_CODE_REFUSED', 'SIGNING_CODE_LIMITED', 'SIGNING_CODE_VERIFIED', 'SIGNING_HASH_MISMATCH', 'SIGNING_CERTIFICATE_ISSUED', 'SIGNING_PROVIDER_CALLBACK')) NOT VALID;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_from_state_check" CHECK ("onboarding_events"."from_state" in ('IN_PROGRESS', 'PENDING_SIGNATURE', 'WAITING_FOR_APPROVAL', 'PENDING_DEPOSIT', 'IN_VERIFICATION', 'APPROVED', 'DISAPPROVED', 'CANCELED', 'WAITING_FOR_CANCEL', 'CANCELED_BY_SUPPORT', 'CANCELED_BY_QUOTA_VALUE_CHANGE', 'ON_HOLD')) NOT VALID;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_to_state_check" CHECK ("onboarding_events"."to_state" in ('IN_PROGRESS', 'PENDING_SIGNATURE', 'WAITING_FOR_APPROVAL', 'PENDING_DEPOSIT', 'IN_VERIFICATION', 'APPROVED', 'DISAPPROVED', 'CANCELED', 'WAITING_FOR_CANCEL', 'CANCELED_BY_SUPPORT', 'CANCELED_BY_QUOTA_VALUE_CHANGE', 'ON_HOLD')) NOT VALID;--> statement-breakpoint
DO $$
BEGIN
  BEGIN
    ALTER TABLE "onboarding_events" VALIDATE CONSTRAINT "onboarding_events_event_check";
  EXCEPTION WHEN check_violation THEN
    RAISE WARNING 'onboarding_events holds rows outside onboarding_events_event_check: it applies to new rows only';
  END;
  BEGIN
    ALTER TABLE "onboarding_events" VALIDATE CONSTRAINT "onboarding_events_from_state_check";
  EXCEPTION WHEN check_violation THEN
    RAISE WARNING 'onboarding_events holds rows outside onboarding_events_from_state_check: it applies to new rows only';
  END;
  BEGIN
    ALTER TABLE "onboarding_events" VALIDATE CONSTRAINT "onboarding_events_to_state_check";
  EXCEPTION WHEN check_violation THEN
    RAISE WARNING 'onboarding_events holds rows outside onboarding_events_to_state_check: it applies to new rows only';
  END;
END
$$;
