Feature: MCP over streamable HTTP
  `agent-toolkit mcp --http HOST:PORT` serves the same tools at http://HOST:PORT/mcp, so that one
  server can run inside each sandbox (a container, a pod) and an orchestrator reaches it. Every
  request needs the bearer token, which comes from a file only its owner can read or from the
  environment, never from the command line; and a Host header naming the server.

  Scenario: A client with the token lists the tools and runs commands
    Given a token file only its owner can read
    And the MCP server is serving over HTTP with that token file in the scenario's directory
    And an MCP client is connected to it over HTTP with the token
    When the client lists the tools
    Then the tools should be Bash, BashOutput, KillShell, BashInput
    When the client calls "Bash" with {"command": "echo over-http"}
    Then the call should succeed with text "over-http\n"

  Scenario: Without the token, or with another, nothing is served
    Given a token file only its owner can read
    And the MCP server is serving over HTTP with that token file in the scenario's directory
    When a client connects over HTTP without a token
    Then the connection should be refused with HTTP 401
    When a client connects over HTTP with the token "features-token-0123456789abcdeX"
    Then the connection should be refused with HTTP 401

  Scenario: A request naming another host is refused (DNS rebinding)
    Given a token file only its owner can read
    And the MCP server is serving over HTTP with that token file in the scenario's directory
    When a request with the token names the host "attacker.example:80"
    Then the response status should be 403

  Scenario: Every host given with --allowed-host is served, with or without the port; others are still refused
    Given a token file only its owner can read
    And the MCP server is serving over HTTP with that token file in the scenario's directory and the flags --allowed-host pod.local --allowed-host svc.local
    When a request with the token names the host "pod.local"
    Then the response status should be the one the server's own address gets, not 403
    When a request with the token names the host "svc.local"
    Then the response status should be the one the server's own address gets, not 403
    When a request with the token names the host "svc.local" with the server's port
    Then the response status should be the one the server's own address gets, not 403
    When a request with the token names the host "attacker.example"
    Then the response status should be 403

  Scenario: Each client has a persistent shell of its own
    Given a token file only its owner can read
    And the MCP server is serving over HTTP with that token file in the scenario's directory
    And an MCP client is connected to it over HTTP with the token
    When the client calls "Bash" with {"command": "cd / && pwd"}
    Then the call should succeed with text "/\n"
    And a second client with the token should run "pwd" in the scenario's directory

  Scenario: SIGTERM stops the server and every shell it started
    Given a token file only its owner can read
    And the MCP server is serving over HTTP with that token file in the scenario's directory
    And an MCP client is connected to it over HTTP with the token
    When the client calls "Bash" with {"command": "sleep 3721", "run_in_background": true}
    Then the call should succeed
    When the server receives SIGTERM
    Then the server process should exit
    And no process running "sleep 3721" should be left

  Scenario Outline: The token never comes from the command line or a file others can read (<case>)
    Given a token file <file>
    When the server is started with the flags <flags>
    Then it should exit with code 2 and say "<message>"

    Examples:
      | case                  | file                        | flags                                                  | message                                                  |
      | on the command line   | only its owner can read     | --http 127.0.0.1:0 --token features-token-0123456789ab | a token on the command line can be read by every user   |
      | readable by others    | others can read             | --http 127.0.0.1:0 --token-file token                  | can be read by others (mode 644); chmod 600 it           |
      | no token at all       | only its owner can read     | --http 127.0.0.1:0                                     | --http needs a bearer token                              |
      | a malformed address   | only its owner can read     | --http localhost --token-file token                    | --http: expected HOST:PORT                               |
      | a token file on stdio | only its owner can read     | --token-file token                                     | --token-file and --allowed-host go with --http           |
      | a host on stdio       | only its owner can read     | --allowed-host pod.local                               | --token-file and --allowed-host go with --http           |
      | a token file missing  | only its owner can read     | --http 127.0.0.1:0 --token-file no-such-token          | --token-file: no-such-token is not a file                |

  Scenario Outline: The port is a number from 0 to 65535 (<port>)
    When the server is started with AGENT_TOOLKIT_TOKEN="0123456789abcdef" and the flags --http 127.0.0.1:<port>
    Then it should <outcome>

    Examples:
      | port  | outcome                                                   |
      | 65535 | start serving over HTTP                                   |
      | 65536 | exit with code 2 and say "--http: expected HOST:PORT"     |

  Scenario Outline: A token from a file needs 16 characters (<length>)
    Given a token file only its owner can read, holding "<token>"
    When the server is started with AGENT_TOOLKIT_TOKEN="" and the flags --http 127.0.0.1:0 --token-file token
    Then it should <outcome>

    Examples:
      | length | token            | outcome                                                                |
      | 15     | 0123456789abcde  | exit with code 2 and say "the token in token must be at least 16 characters" |
      | 16     | 0123456789abcdef | start serving over HTTP                                                |

  Scenario Outline: A token from the environment needs 16 characters (<length>)
    When the server is started with AGENT_TOOLKIT_TOKEN="<token>" and the flags --http 127.0.0.1:0
    Then it should <outcome>

    Examples:
      | length | token            | outcome                                                                |
      | 15     | 0123456789abcde  | exit with code 2 and say "AGENT_TOOLKIT_TOKEN must be at least 16 characters" |
      | 16     | 0123456789abcdef | start serving over HTTP                                                |
