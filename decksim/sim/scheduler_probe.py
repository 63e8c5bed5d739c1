"""Is a `--scheduler` address a Dask scheduler? Asked before Dask is given it.

Dask's client waits on a server that accepts the connection but never speaks
(it ignored --scheduler-timeout there), and reads the first 8 bytes of any
answer as the length of a message: an HTTP server's "HTTP/1.1 400" made it
allocate 3 EiB and crash. A Dask scheduler speaks first on every connection
(its handshake, distributed.comm.core.Listener.on_connection): an 8-byte
little-endian length of a message of a few hundred bytes. So the probe connects,
reads those 8 bytes within the timeout, and checks the length is one a
handshake has. The scheduler logs the probe's connection as closed during the
handshake; nothing else changes there.
"""
from __future__ import annotations

import socket
import struct
import time

SCHEMES = ("tcp", "tls")
HANDSHAKE_MAX = 1 << 20          # a handshake is far smaller; "HTTP/1.1" reads as 3.6e18


class NotAScheduler(Exception):
    """The address is not one of a reachable Dask scheduler (the message says why)."""


def split_address(address: str) -> tuple[str, str, int]:
    """(scheme, host, port) of tcp://HOST:PORT or tls://HOST:PORT (NotAScheduler else)."""
    scheme, sep, rest = address.partition("://")
    if not sep or scheme not in SCHEMES:
        raise NotAScheduler(f"--scheduler {address!r} is not a scheduler address: decksim "
                            "reaches a Dask scheduler by tcp://HOST:PORT or tls://HOST:PORT")
    host, colon, port = rest.rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise NotAScheduler(f"--scheduler {address!r} names no host and port; write "
                            f"{scheme}://HOST:PORT (e.g. {scheme}://10.0.0.5:8786)")
    return scheme, host, int(port)


def _tls(sock: socket.socket, address: str, host: str, timeout: float, left: float):
    """`sock` after the TLS handshake, with the client settings of Dask's configuration
    (distributed.comm.tls.*: Dask itself would fail with a traceback without them)."""
    from distributed.security import Security
    ctx = Security().get_connection_args("client").get("ssl_context")
    if ctx is None:
        sock.close()
        raise NotAScheduler(f"--scheduler {address}: tls:// needs Dask's TLS settings "
                            "(distributed.comm.tls.ca-file and the client's cert and key, in "
                            "Dask's configuration or DASK_DISTRIBUTED__COMM__TLS__* variables) "
                            "and none are set; use tcp:// for a scheduler without TLS")
    try:
        sock.settimeout(max(0.01, left))
        return ctx.wrap_socket(sock, server_hostname=host)
    except socket.timeout:
        sock.close()
        raise NotAScheduler(f"the server at {address} accepted the connection but did not "
                            f"complete a TLS handshake within {timeout:g}s") from None
    except OSError as e:   # ssl.SSLError is an OSError
        sock.close()
        raise NotAScheduler(f"the TLS handshake with {address} failed ({e}); is it a Dask "
                            "scheduler with TLS, and are Dask's TLS settings its?") from None


def probe(address: str, timeout: float) -> None:
    """Return if `address` answers as a Dask scheduler within `timeout` seconds;
    NotAScheduler with what was found otherwise. Over tls:// the TLS handshake comes
    first, with Dask's own TLS settings (_tls)."""
    scheme, host, port = split_address(address)
    t0 = time.monotonic()
    try:
        sock = socket.create_connection((host, port), timeout=timeout)
    except socket.timeout:
        raise NotAScheduler(f"cannot reach the Dask scheduler at {address} within "
                            f"{timeout:g}s (no answer to the connection)") from None
    except OSError as e:
        raise NotAScheduler(f"cannot reach the Dask scheduler at {address}: "
                            f"{e.strerror or e}; is it running and is the address "
                            "right?") from None
    if scheme == "tls":
        sock = _tls(sock, address, host, timeout, timeout - (time.monotonic() - t0))
    with sock:
        head = b""
        try:
            while len(head) < 8:
                sock.settimeout(max(0.01, timeout - (time.monotonic() - t0)))
                part = sock.recv(8 - len(head))
                if not part:
                    break
                head += part
        except socket.timeout:
            raise NotAScheduler(f"the server at {address} accepted the connection but said "
                                f"nothing within {timeout:g}s: a Dask scheduler speaks at "
                                "once; is this the scheduler's port (8786 by default)?") from None
        except OSError as e:
            raise NotAScheduler(f"the server at {address} dropped the connection "
                                f"({e.strerror or e}); is it a Dask scheduler?") from None
    if len(head) < 8:
        raise NotAScheduler(f"the server at {address} closed the connection without a "
                            "word: not a Dask scheduler (is this the scheduler's port?)")
    (length,) = struct.unpack("<Q", head)
    if not 0 < length <= HANDSHAKE_MAX:
        shown = head.decode("ascii", "replace")
        raise NotAScheduler(f"the server at {address} is not a Dask scheduler: it answered "
                            f"{shown!r}..., not a Dask handshake (an HTTP server? the "
                            "dashboard's port is not the scheduler's)")
