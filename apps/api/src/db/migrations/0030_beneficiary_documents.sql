-- The identity document of an onboarding's final beneficiary (step 1, "¿Eres el beneficiario final?" → No).
ALTER TABLE "onboarding_files" DROP CONSTRAINT "onboarding_files_kind_check";--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_kind_check" CHECK ("onboarding_files"."kind" in ('CONTRACT', 'ANNEX', 'CERTIFICATE', 'VOUCHER', 'ADMIN_DOCUMENT', 'BENEFICIARY_DOCUMENT'));
