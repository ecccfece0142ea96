Feature: The MCP server's start-up
  A client's initialize is answered as soon as the protocol is loaded. The tools, the policy and
  its parser load after that answer, while the client sends its next request, and a request that
  comes first waits for them. A client that has said nothing yet still gets its toolkit started.

  Scenario: initialize is answered before the policy is loaded, and the next call is judged and run
    Given the MCP server is running in the scenario's directory, recording the modules it loads
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "echo started-after-initialize"}
    Then the call should succeed with text "started-after-initialize\n"
    And the server should have answered initialize before it loaded the tools or any module of the policy

  @launches-nothing
  Scenario: A call the policy refuses, sent right after initialize, is refused
    Given the MCP server is running in the scenario's directory, recording the modules it loads
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "rm -rf /"}
    Then the call should be an error
    And the structured content should contain policy_decision="deny"

  Scenario: A server whose client says nothing still starts its toolkit
    Given a raw MCP server whose client has said nothing
    Then the raw server's stderr should come to contain "MCP server on stdio: Bash, BashOutput, KillShell, BashInput"

  Scenario: initialize is answered while the MCP SDK loads
    Given the MCP server is running in the scenario's directory, recording the modules it loads
    And an MCP client is connected to it
    When the client calls "Bash" with {"command": "echo after-the-early-answer"}
    Then the call should succeed with text "after-the-early-answer\n"
    And the server should have answered initialize before the MCP SDK was loaded

  Scenario: The early answer negotiates the protocol version as the MCP SDK does
    Then a server initialized with each protocol version the MCP SDK supports should answer with that version, and with the SDK's latest for "1999-01-01"

  Scenario: initialize is answered once, early or by the SDK
    Given a raw MCP connection to the server
    When the raw client sends: {"jsonrpc":"2.0","id":"after","method":"tools/list"}
    Then the raw client should have received 1 answer to id "initialize"

  Scenario: A first line that is not an initialize is left to the SDK, and so is the initialize after it
    Given a raw MCP server whose client has said nothing
    When the raw client sends: {"jsonrpc":"2.0","id":"first","method":"ping"}
    And the raw client sends: {"jsonrpc":"2.0","id":"initialize","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}
    And the raw client sends: {"jsonrpc":"2.0","id":"after","method":"tools/list"}
    Then the raw client should have received 1 answer to id "initialize"
    And the raw client should have received 1 answer to id "first"

  Scenario: An initialize answered early that the MCP SDK finds malformed is said on stderr, not answered twice
    Given a raw MCP server whose client has said nothing
    When the raw client sends: {"jsonrpc":"2.0","id":"initialize","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"sampling":5},"clientInfo":{"name":"raw","version":"1"}}}
    And the raw client sends: {"jsonrpc":"2.0","id":"after","method":"tools/list"}
    Then the raw client should have received 1 answer to id "initialize"
    And the raw server's stderr should come to contain "the initialize answered at start-up was refused by the MCP SDK"

  Scenario: A client that writes its requests and closes stdin at once, before the SDK has loaded, gets every answer, then the server ends
    Given a raw MCP server whose client has said nothing
    When the raw client sends: {"jsonrpc":"2.0","id":"initialize","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}
    And the raw client sends: {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"echo piped-in"}}}
    And the raw client closes its side
    Then the raw reply to id 3 should be a result with text "piped-in"
    And the server should exit with code 0 within 5 seconds

  Scenario Outline: A read error on stdin <when> is a client gone: what was read is answered, then the server ends
    Given a raw MCP server whose stdin reports a read error <when>
    When the raw client sends: {"jsonrpc":"2.0","id":"initialize","method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}
    Then the server should exit with code 0 within 8 seconds
    And the server's stderr should not contain "ECONNRESET"

    Examples:
      | when  |
      | early |
      | late  |
