CREATE TABLE "admin_profile_roles" (
	"profile_id" uuid NOT NULL,
	"role_code" text NOT NULL,
	CONSTRAINT "admin_profile_roles_profile_id_role_code_pk" PRIMARY KEY("profile_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "admin_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_role_permissions" (
	"role_code" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "admin_role_permissions_role_code_permission_pk" PRIMARY KEY("role_code","permission")
);
--> statement-breakpoint
CREATE TABLE "admin_roles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_profile_roles" ADD CONSTRAINT "admin_profile_roles_profile_id_admin_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."admin_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_profile_roles" ADD CONSTRAINT "admin_profile_roles_role_code_admin_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."admin_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_role_permissions" ADD CONSTRAINT "admin_role_permissions_role_code_admin_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."admin_roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_profiles_name_key" ON "admin_profiles" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_profile_id_admin_profiles_id_fk" FOREIGN KEY ("admin_profile_id") REFERENCES "public"."admin_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_admin_profile_idx" ON "users" USING btree ("admin_profile_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_profile_only_admins" CHECK ("users"."admin_profile_id" is null or "users"."profile" = 'ADMIN');--> statement-breakpoint
-- The roles' permissions are written after every migration run from packages/domain (admin-roles.ts);
-- the rows here only let the default profiles reference them.
INSERT INTO "admin_roles" ("code", "name", "description", "position") VALUES
	('SUPER_ADMIN', 'Superadministrador', 'Todo el back office, incluida la gestión de permisos.', 0),
	('COMPLIANCE', 'Cumplimiento', 'Revisa y decide las solicitudes de inversión y lleva la lista de personas restringidas.', 1),
	('DEPOSIT_APPROVER', 'Aprobación de depósitos', 'Prepara o confirma la aprobación del depósito que acredita las cuotas.', 2),
	('OPERATIONS', 'Operaciones', 'Publica los valores cuota, paga o rechaza rescates y revisa la conciliación del libro mayor.', 3),
	('SUPPORT', 'Soporte', 'Atiende la cola de anulaciones y anula las operaciones que el inversionista pidió anular.', 4),
	('AUDITOR', 'Auditor (solo lectura)', 'Ve todo lo que el back office muestra, sin poder cambiar nada.', 5)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "admin_profiles" ("id", "name", "description") VALUES
	('a0000000-0000-4000-8000-000000000001', 'Superadministrador', 'Acceso completo al back office.'),
	('a0000000-0000-4000-8000-000000000002', 'Cumplimiento', 'Oficial de cumplimiento: solicitudes de inversión y lista de restringidos.'),
	('a0000000-0000-4000-8000-000000000003', 'Operaciones', 'Analista de operaciones: valores cuota, rescates, conciliación y confirmación de depósitos.'),
	('a0000000-0000-4000-8000-000000000004', 'Soporte', 'Agente de soporte: anulaciones pedidas por los inversionistas.'),
	('a0000000-0000-4000-8000-000000000005', 'Auditoría', 'Auditor interno o externo: solo lectura.')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "admin_profile_roles" ("profile_id", "role_code") VALUES
	('a0000000-0000-4000-8000-000000000001', 'SUPER_ADMIN'),
	('a0000000-0000-4000-8000-000000000002', 'COMPLIANCE'),
	('a0000000-0000-4000-8000-000000000003', 'OPERATIONS'),
	('a0000000-0000-4000-8000-000000000003', 'DEPOSIT_APPROVER'),
	('a0000000-0000-4000-8000-000000000004', 'SUPPORT'),
	('a0000000-0000-4000-8000-000000000005', 'AUDITOR')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Administrators of an existing database held every permission until now: they keep them.
UPDATE "users" SET "admin_profile_id" = 'a0000000-0000-4000-8000-000000000001'
WHERE "profile" = 'ADMIN' AND "admin_profile_id" IS NULL;
