pragma solidity ^0.4.24;

// Safe versions of the SmartBugs-style banks of 2018: none deserves a finding above low.

contract LogFile {
    struct Message {
        address Sender;
        string Data;
        uint Val;
        uint Time;
    }

    Message[] public History;

    function AddMessage(address _adr, uint _val, string _data) public {
        History.push(Message(_adr, _data, _val, now));
    }
}

// Checks, effects, interactions: the balance is reduced before the call, restored if it fails.
contract SAFE_BANK {
    mapping (address => uint256) public balances;
    LogFile Log;

    constructor(address _log) public {
        Log = LogFile(_log);
    }

    function Deposit() public payable {
        balances[msg.sender] += msg.value;
        Log.AddMessage(msg.sender, msg.value, "Put");
    }

    function Collect(uint _am) public {
        require(balances[msg.sender] >= _am);
        balances[msg.sender] -= _am;
        if (!msg.sender.call.value(_am)()) {
            balances[msg.sender] += _am;
            return;
        }
        Log.AddMessage(msg.sender, _am, "Collect");
    }
}

// A mutex held across the call.
contract MUTEX_BANK {
    mapping (address => uint256) public balances;
    bool private busy;

    function Deposit() public payable {
        require(!busy);
        balances[msg.sender] += msg.value;
    }

    function Collect(uint _am) public {
        require(!busy);
        busy = true;
        if (balances[msg.sender] >= _am) {
            if (msg.sender.call.value(_am)()) {
                balances[msg.sender] -= _am;
            }
        }
        busy = false;
    }
}

// transfer and send forward 2300 gas: low at most.
contract STIPEND_BANK {
    mapping (address => uint256) public balances;

    function Deposit() public payable {
        balances[msg.sender] += msg.value;
    }

    function Collect(uint _am) public {
        require(balances[msg.sender] >= _am);
        msg.sender.transfer(_am);
        balances[msg.sender] -= _am;
    }

    function CollectBySend(uint _am) public {
        require(balances[msg.sender] >= _am);
        if (msg.sender.send(_am)) {
            balances[msg.sender] -= _am;
        }
    }
}

// Pull payments: the refund is zeroed first, and given back only when the send failed.
contract PULL_REFUNDS {
    mapping (address => uint256) public refunds;
    address public leader;
    uint256 public top;

    function bid() public payable {
        require(msg.value > top);
        refunds[leader] += top;
        leader = msg.sender;
        top = msg.value;
    }

    function withdrawRefund() public {
        uint256 amount = refunds[msg.sender];
        refunds[msg.sender] = 0;
        if (!msg.sender.send(amount)) {
            refunds[msg.sender] = amount;
        }
    }
}
