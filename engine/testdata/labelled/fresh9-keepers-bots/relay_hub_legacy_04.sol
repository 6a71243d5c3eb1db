pragma solidity ^0.4.24;

/// Early relay hub: senders pre-fund a balance; a registered relay submits their signed calls and takes its fee
/// from the balance along with the value forwarded.
contract RelayHub {
    address public owner;
    mapping(address => uint) public balances;
    mapping(address => bool) public relays;
    mapping(address => uint) public relayFees;
    mapping(bytes32 => bool) public executed;

    event Relayed(address indexed from, address indexed to, uint value, uint fee);

    function RelayHub() public {
        owner = msg.sender;
    }

    modifier onlyRelay() {
        require(relays[msg.sender]);
        _;
    }

    function registerRelay(address relay) public {
        require(msg.sender == owner);
        relays[relay] = true;
    }

    function depositFor(address target) public payable {
        balances[target] += msg.value;
    }

    function relayCall(address from, address to, uint value, uint fee, bytes data, uint8 v, bytes32 r, bytes32 s)
        public onlyRelay
    {
        bytes32 h = keccak256(this, from, to, value, fee, data);
        require(!executed[h]);
        require(ecrecover(h, v, r, s) == from);
        executed[h] = true;
        // <yes> <report> ARITHMETIC
        uint total = value + fee;
        require(balances[from] >= total);
        balances[from] -= total;
        relayFees[msg.sender] += fee;
        // <yes> <report> UNCHECKED_LL_CALLS
        to.call.value(value)(data);
        Relayed(from, to, value, fee);
    }

    function withdrawFees() public {
        uint amount = relayFees[msg.sender];
        relayFees[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
