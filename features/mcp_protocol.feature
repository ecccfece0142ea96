Feature: The MCP server speaks JSON-RPC by the book, and survives its client
  What reaches the server that is not a proper request gets the JSON-RPC error the specification
  names; a client that goes away mid-call ends the server cleanly, every shell with it.

  Scenario: A line that is not JSON is answered with a parse error, and the server goes on
    Given a raw MCP connection to the server
    When the raw client sends: {not json
    Then the raw client should receive an error with code -32700 and message containing "Parse error"
    When the raw client sends: {"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"echo still-serving"}}}
    Then the raw reply to id 7 should be a result with text "still-serving\n"

  Scenario Outline: A tools/call with params of the wrong shape is invalid params, naming the parameter
    Given a raw MCP connection to the server
    When the raw client sends: <request>
    Then the raw reply to id 8 should be an error with code -32602 and message containing "<message>"

    Examples:
      | request                                                                                   | message                    |
      | {"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":5}}                        | Invalid params: params.name: |
      | {"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"Bash","arguments":"x"}}   | Invalid params: params.arguments: |

  Scenario: A message that is not JSON-RPC is an invalid request
    Given a raw MCP connection to the server
    When the raw client sends: {"hello":"world"}
    Then the raw client should receive an error with code -32600 and message containing "Invalid Request"

  Scenario: A client that stops reading ends the server cleanly, and every shell with it
    Given a raw MCP connection to the server
    When the raw client sends: {"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"sleep 4716","run_in_background":true}}}
    Then the raw reply to id 9 should be a result with text "Started background shell"
    When the raw client stops reading and sends: {"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"seq 1 100000"}}}
    Then the server should exit with code 0 within 5 seconds
    And the server's stderr should not contain "EPIPE"
    And no process running "sleep 4716" should be left

  Scenario: A client that closes stdin gets the answers to the calls it sent, then the server ends with every shell
    Given a raw MCP connection to the server
    When the raw client sends: {"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"sleep 0.6; echo answered-late"}}}
    And the raw client sends: {"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"sleep 4718","run_in_background":true}}}
    And the raw client closes its side
    Then the raw reply to id 11 should be a result with text "answered-late\n"
    And the raw reply to id 12 should be a result with text "Started background shell"
    And the server should exit with code 0 within 5 seconds
    And no process running "sleep 4718" should be left

  Scenario: A call the client cancelled does not keep the server from ending when the client closes stdin
    Given a raw MCP connection to the server
    When the raw client sends: {"jsonrpc":"2.0","id":14,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"sleep 4720"}}}
    And the raw client sends: {"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":14,"reason":"no longer needed"}}
    And the raw client closes its side
    Then the server should exit with code 0 within 5 seconds
    And no process running "sleep 4720" should be left

  @launches-nothing
  Scenario: A call waiting for the user's answer when the client closes stdin is refused at once, not left waiting
    Given a raw MCP connection to the server from a client that can answer questions
    When the raw client sends: {"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"rm -rf \"$AGENT_TOOLKIT_UNSET_4719\""}}}
    Then the server should have asked the raw client "elicitation/create"
    When the raw client closes its side
    Then the raw reply to id 13 should be a result with text "Command refused by the user"
    And the server should exit with code 0 within 3 seconds

  Scenario: The server's own question to the client does not count as the answer to a call of the same id: that call is still answered when the client closes stdin
    Given a raw MCP connection to the server started with "--ask Bash(echo:*)", from a client that can answer questions
    When the raw client sends: {"jsonrpc":"2.0","id":0,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"sleep 0.8; printf still-answered"}}}
    And the raw client sends: {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"Bash","arguments":{"command":"echo asks-first"}}}
    Then the server should have asked the raw client "elicitation/create" with the id 0
    When the raw client closes its side
    Then the raw reply to id 1 should be a result with text "Command refused by the user"
    And the raw reply to id 0 should be a result with text "still-answered"
    And the server should exit with code 0 within 5 seconds

  Scenario: A working directory that does not exist is refused at start
    When the server is started with the flags --cwd /nonexistent/agent-toolkit
    Then it should exit with code 2 and say "--cwd: /nonexistent/agent-toolkit is not a directory"
