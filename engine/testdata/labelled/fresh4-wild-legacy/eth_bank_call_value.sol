pragma solidity ^0.4.19;

contract Log {
    struct Message {
        address Sender;
        string Data;
        uint Val;
        uint Time;
    }

    Message[] public History;
    Message LastMsg;

    function AddMessage(address _adr, uint _val, string _data) public {
        LastMsg.Sender = _adr;
        LastMsg.Time = now;
        LastMsg.Val = _val;
        LastMsg.Data = _data;
        History.push(LastMsg);
    }
}

// Personal savings bank: deposit any time, withdraw once the minimum is reached.
contract ETH_BANK {
    mapping (address => uint) public balances;
    uint public MinSum = 1 ether;
    Log TransferLog;
    bool intitalized;

    function SetMinSum(uint _val) public {
        require(!intitalized);
        MinSum = _val;
    }

    function SetLogFile(address _log) public {
        require(!intitalized);
        TransferLog = Log(_log);
    }

    function Initialized() public {
        intitalized = true;
    }

    function Deposit() public payable {
        balances[msg.sender] += msg.value;
        TransferLog.AddMessage(msg.sender, msg.value, "Deposit");
    }

    function Collect(uint _am) public payable {
        if (balances[msg.sender] >= MinSum && balances[msg.sender] >= _am) {
            // <yes> <report> REENTRANCY
            if (msg.sender.call.value(_am)()) {
                balances[msg.sender] -= _am;
                TransferLog.AddMessage(msg.sender, _am, "Collect");
            }
        }
    }

    function() public payable {
        Deposit();
    }
}
