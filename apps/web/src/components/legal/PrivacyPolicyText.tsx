import Link from '@mui/material/Link';
import { brand } from '../../lib/brand';
import { settings } from '../../lib/settings';
import { LegalText, type LegalSection } from './LegalText';

export const PRIVACY_POLICY_TITLE = 'Política de Privacidad y Uso de Datos';

const email = settings.supportEmail;
const mailto = <Link href={`mailto:${email}`}>{email}</Link>;

// Requirements R2: information collected, use, protection, cookies, transfer, third-party links, control of
// personal information, modifications; the data rights are free and exercised by e-mail.
const sections: LegalSection[] = [
  {
    title: 'Información que recopilamos',
    body: (
      <>
        <p>Para prestarte nuestros servicios recopilamos la información que nos entregas al:</p>
        <ul>
          <li>
            Registrarte: nombres y apellidos, tipo y número de documento de identidad, correo electrónico y
            contraseña (que guardamos cifrada).
          </li>
          <li>
            Completar tu perfil de inversionista: fecha y lugar de nacimiento, domicilio, ocupación, centro de
            trabajo, condición de persona expuesta políticamente, beneficiario final y cuentas bancarias.
          </li>
          <li>
            Invertir: montos, monedas, productos elegidos, comprobantes de depósito, contratos firmados y
            solicitudes de rescate, reinversión o transferencia.
          </li>
          <li>Escribirnos: los comentarios e imágenes que adjuntas al enviarnos feedback o una consulta.</li>
        </ul>
        <p>
          Además registramos datos técnicos de cada visita: dirección IP, tipo de navegador y dispositivo,
          páginas visitadas y fecha y hora de cada operación.
        </p>
      </>
    ),
  },
  {
    title: 'Uso de la información',
    body: (
      <>
        <p>Usamos tus datos personales para:</p>
        <ul>
          <li>
            Verificar tu identidad y cumplir las normas de conocimiento del cliente y de prevención del lavado
            de activos.
          </li>
          <li>Evaluar tu perfil de inversionista y ofrecerte los productos adecuados a ese perfil.</li>
          <li>
            Registrar tus suscripciones, rescates y demás operaciones, y enviarte sus constancias y estados de
            cuenta.
          </li>
          <li>Atender tus consultas, reclamos y comentarios.</li>
          <li>
            Enviarte novedades y boletines, solo si te suscribiste; puedes darte de baja en cualquier momento.
          </li>
          <li>Mejorar la plataforma con estadísticas de uso que no te identifican.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Protección de la información',
    body: (
      <p>
        Aplicamos medidas de seguridad técnicas, organizativas y legales para proteger tus datos frente a
        accesos no autorizados, pérdida o alteración: conexiones cifradas, contraseñas almacenadas con
        funciones de derivación de claves, sesiones que caducan, registro de accesos y acceso restringido al
        personal que necesita los datos para su trabajo, obligado a guardar confidencialidad. Nunca te
        pediremos tu contraseña por correo electrónico ni por teléfono.
      </p>
    ),
  },
  {
    title: 'Cookies y almacenamiento local',
    body: (
      <p>
        Usamos cookies y el almacenamiento local de tu navegador para mantener tu sesión iniciada, recordar
        tus preferencias (por ejemplo, el tema claro u oscuro) y medir de forma agregada el uso de la
        plataforma. Puedes borrarlos o bloquearlos desde la configuración de tu navegador; si lo haces,
        algunas funciones, como mantener la sesión, dejarán de funcionar.
      </p>
    ),
  },
  {
    title: 'Transferencia de la información',
    body: (
      <p>
        No vendemos ni alquilamos tus datos personales. Solo los compartimos con las empresas que nos prestan
        servicios necesarios para operar (alojamiento, envío de correos, firma electrónica, validación de
        identidad), que los tratan por nuestro encargo y bajo obligaciones de confidencialidad, y con las
        autoridades que los requieran conforme a ley, como la Superintendencia del Mercado de Valores (SMV) o
        la Unidad de Inteligencia Financiera. Cuando alguno de esos proveedores esté fuera del Perú, la
        transferencia se hará con las garantías que exige la Ley N.º 29733, Ley de Protección de Datos
        Personales.
      </p>
    ),
  },
  {
    title: 'Enlaces a sitios de terceros',
    body: (
      <p>
        La plataforma puede contener enlaces a sitios de terceros, como redes sociales o videos. No
        controlamos esos sitios ni somos responsables de sus políticas de privacidad; te recomendamos leerlas
        antes de entregarles información.
      </p>
    ),
  },
  {
    title: 'Control de tu información personal',
    body: (
      <>
        <p>
          Como titular de tus datos personales puedes ejercer en cualquier momento, de forma gratuita, tus
          derechos de:
        </p>
        <ul>
          <li>
            <strong>Acceso</strong>: saber qué datos tuyos tratamos, cómo los obtuvimos y para qué los usamos.
          </li>
          <li>
            <strong>Rectificación</strong>: corregir o actualizar los datos inexactos o incompletos.
          </li>
          <li>
            <strong>Cancelación</strong>: pedir que suprimamos tus datos cuando ya no sean necesarios, salvo
            los que la ley nos obliga a conservar.
          </li>
          <li>
            <strong>Oposición</strong>: oponerte a un tratamiento por un motivo legítimo y fundado.
          </li>
          <li>
            <strong>Información</strong>: conocer la finalidad del tratamiento, quiénes reciben tus datos y
            por cuánto tiempo los conservamos.
          </li>
          <li>
            <strong>Revocación</strong>: retirar el consentimiento que nos diste, sin efecto retroactivo.
          </li>
        </ul>
        <p>
          Para ejercerlos escríbenos a {mailto} desde el correo registrado en tu cuenta, indicando tu nombre,
          tu número de documento y el derecho que deseas ejercer. Te responderemos dentro de los plazos de la
          Ley N.º 29733 y su reglamento. Si consideras que no atendimos tu solicitud, puedes acudir a la
          Autoridad Nacional de Protección de Datos Personales.
        </p>
      </>
    ),
  },
  {
    title: 'Modificaciones',
    body: (
      <p>
        Podemos actualizar esta política para reflejar cambios legales o en nuestros servicios. Publicaremos
        la versión vigente en esta página y, si el cambio es importante, te lo avisaremos por correo
        electrónico o en la plataforma antes de que entre en vigor.
      </p>
    ),
  },
];

export function PrivacyPolicyText({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  return (
    <LegalText
      headingLevel={headingLevel}
      sections={sections}
      intro={
        <p>
          En {brand.name} respetamos tu privacidad. Esta política explica qué datos personales recopilamos,
          para qué los usamos, cómo los protegemos y cómo puedes ejercer tus derechos, conforme a la Ley N.º
          29733, Ley de Protección de Datos Personales, y su reglamento.
        </p>
      }
    />
  );
}
