"""The spec's certificate-chain change: a service whose certificate comes from a new root CA is
reached once that CA's PEM is given as ``ca_bundle`` (alone or on top of the OS trust store), and
refused without it. A small HTTPS server with a throwaway CA stands in for the service's host."""

from __future__ import annotations

import datetime
import ipaddress
import json
import ssl
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from kiosk.service import (
    Credentials,
    MemoryTokenStore,
    ServiceClient,
    ServiceConfig,
    ServiceUnavailable,
)
from tests.service.conftest import SleepRecorder


@dataclass(frozen=True)
class TlsService:
    base_url: str
    ca_pem: Path


def _certificate(
    subject: str, key: ec.EllipticCurvePrivateKey, issuer: x509.Name | None = None,
    issuer_key: ec.EllipticCurvePrivateKey | None = None, *, ca: bool,
) -> x509.Certificate:
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)])
    now = datetime.datetime.now(datetime.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(issuer or name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if ca:
        builder = builder.add_extension(
            x509.KeyUsage(
                digital_signature=True, key_cert_sign=True, crl_sign=True,
                content_commitment=False, key_encipherment=False, data_encipherment=False,
                key_agreement=False, encipher_only=False, decipher_only=False,
            ),
            critical=True,
        )
    else:
        builder = builder.add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
    return builder.sign(issuer_key or key, hashes.SHA256())


class _Health(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        body = json.dumps({"status": "healthy"}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the test output is not the place for access logs."""


@pytest.fixture
def tls_service(tmp_path: Path) -> Iterator[TlsService]:
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_cert = _certificate("Mint Kiosk test root", ca_key, ca=True)
    leaf_key = ec.generate_private_key(ec.SECP256R1())
    leaf_cert = _certificate("127.0.0.1", leaf_key, ca_cert.subject, ca_key, ca=False)
    ca_pem = tmp_path / "new-root.pem"
    ca_pem.write_bytes(ca_cert.public_bytes(serialization.Encoding.PEM))
    chain = tmp_path / "leaf.pem"
    chain.write_bytes(
        leaf_cert.public_bytes(serialization.Encoding.PEM)
        + leaf_key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    server_tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_tls.load_cert_chain(chain)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Health)
    server.socket = server_tls.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield TlsService(f"https://127.0.0.1:{server.server_address[1]}/api", ca_pem)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def _client(
    service: TlsService, *, ca_bundle: str = "", use_os_trust_store: bool = False
) -> ServiceClient:
    """No injected transport: the client's own TLS settings are what is tested."""
    return ServiceClient(
        ServiceConfig(
            base_url=service.base_url,
            auth_url=service.base_url,
            mint_site=service.base_url,
            ca_bundle=ca_bundle,
            use_os_trust_store=use_os_trust_store,
            max_attempts=1,
        ),
        Credentials("key", "id", "secret"),
        token_store=MemoryTokenStore(),
        sleep=SleepRecorder(),
    )


def test_the_new_root_given_as_ca_bundle_is_trusted(tls_service: TlsService) -> None:
    with _client(tls_service, ca_bundle=str(tls_service.ca_pem)) as client:
        assert client.health() is True


def test_the_new_root_on_top_of_the_os_trust_store(tls_service: TlsService) -> None:
    with _client(
        tls_service, ca_bundle=str(tls_service.ca_pem), use_os_trust_store=True
    ) as client:
        assert client.health() is True


@pytest.mark.parametrize("os_store", [False, True])
def test_without_the_new_root_the_certificate_is_refused(
    tls_service: TlsService, os_store: bool
) -> None:
    with (
        _client(tls_service, use_os_trust_store=os_store) as client,
        pytest.raises(ServiceUnavailable, match="Cannot reach"),
    ):
        client.health()
