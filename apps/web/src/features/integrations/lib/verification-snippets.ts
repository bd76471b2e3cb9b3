/**
 * Receiver code that verifies a Standard Webhooks signature, in the five languages partners use most.
 * Each refuses a timestamp more than five minutes away and compares in constant time.
 */
export const verificationSnippets: { language: string; code: string }[] = [
  {
    language: 'Node.js',
    code: `import { createHmac, timingSafeEqual } from 'node:crypto';

export function verifyPaytable(secret, headers, rawBody) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'] ?? '';
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${rawBody}\`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}`,
  },
  {
    language: 'Python',
    code: `import base64, hashlib, hmac, time

def verify_paytable(secret: str, headers: dict, raw_body: bytes) -> bool:
    msg_id = headers["webhook-id"]
    timestamp = headers["webhook-timestamp"]
    if abs(time.time() - int(timestamp)) > 300:
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + raw_body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    for entry in headers.get("webhook-signature", "").split(" "):
        version, _, value = entry.partition(",")
        if version == "v1" and hmac.compare_digest(value, expected):
            return True
    return False`,
  },
  {
    language: 'PHP',
    code: `function verify_paytable(string $secret, array $headers, string $rawBody): bool {
    $id = $headers['webhook-id'];
    $timestamp = $headers['webhook-timestamp'];
    if (abs(time() - (int) $timestamp) > 300) return false;
    $key = base64_decode(preg_replace('/^whsec_/', '', $secret));
    $expected = base64_encode(hash_hmac('sha256', "$id.$timestamp.$rawBody", $key, true));
    foreach (explode(' ', $headers['webhook-signature'] ?? '') as $entry) {
        [$version, $value] = array_pad(explode(',', $entry, 2), 2, '');
        if ($version === 'v1' && hash_equals($expected, $value)) return true;
    }
    return false;
}`,
  },
  {
    language: 'Java',
    code: `import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;

public static boolean verifyPaytable(String secret, String id, String timestamp, String signatures, String rawBody) throws Exception {
    if (Math.abs(System.currentTimeMillis() / 1000 - Long.parseLong(timestamp)) > 300) return false;
    byte[] key = Base64.getDecoder().decode(secret.replaceFirst("^whsec_", ""));
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    byte[] expected = mac.doFinal((id + "." + timestamp + "." + rawBody).getBytes(StandardCharsets.UTF_8));
    for (String entry : signatures.split(" ")) {
        String[] parts = entry.split(",", 2);
        if (parts.length == 2 && parts[0].equals("v1") && MessageDigest.isEqual(expected, Base64.getDecoder().decode(parts[1]))) return true;
    }
    return false;
}`,
  },
  {
    language: 'Go',
    code: `import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"math"
	"strconv"
	"strings"
	"time"
)

func VerifyPaytable(secret, id, timestamp, signatures string, rawBody []byte) bool {
	ts, err := strconv.ParseInt(timestamp, 10, 64)
	if err != nil || math.Abs(float64(time.Now().Unix()-ts)) > 300 {
		return false
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(secret, "whsec_"))
	if err != nil {
		return false
	}
	mac := hmac.New(sha256.New, key)
	mac.Write([]byte(id + "." + timestamp + "."))
	mac.Write(rawBody)
	expected := mac.Sum(nil)
	for _, entry := range strings.Split(signatures, " ") {
		version, value, _ := strings.Cut(entry, ",")
		given, err := base64.StdEncoding.DecodeString(value)
		if err == nil && version == "v1" && hmac.Equal(given, expected) {
			return true
		}
	}
	return false
}`,
  },
];
