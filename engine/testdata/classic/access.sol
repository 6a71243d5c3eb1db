pragma solidity ^0.4.24;

contract WalletLibrary {
    address[] owners;
    uint public m_required;
    // initWallet can be called by anyone (parity bug)
    function initMultiowned(address[] _owners, uint _required) { // want "default-function-visibility: .*has no visibility and is pub"
        owners = _owners;
        m_required = _required;
    }
    function initWallet(address[] _owners, uint _required, uint _daylimit) { // want "default-function-visibility: .*has no visibility and is pub" "unprotected-owner-change: .*lets any caller grant or rev"
        initMultiowned(_owners, _required);
    }
    function kill(address _to) {
        require(owners.length > 0 && msg.sender == owners[0]);
        suicide(_to);
    }
}

contract Proxy {
    address owner;
    constructor() public { owner = msg.sender; }
    function forward(address callee, bytes _data) public {
        require(callee.delegatecall(_data)); // want "delegatecall-user-controlled: .*delegatecalls callee, which "
    }
}

contract Phishable {
    address public owner;
    constructor (address _owner) { owner = _owner; }
    function () public payable {}
    function withdrawAll(address _recipient) public {
        require(tx.origin == owner); // want "tx-origin-auth: .*authorizes with tx\\.origin: t"
        _recipient.transfer(this.balance);
    }
}

contract Wallet {
    address creator;
    mapping(address => uint256) balances;
    constructor() public { creator = msg.sender; }
    function deposit() public payable {
        assert(balances[msg.sender] + msg.value > balances[msg.sender]);
        balances[msg.sender] += msg.value;
    }
    function withdraw(uint256 amount) public {
        require(amount <= balances[msg.sender]);
        msg.sender.transfer(amount);
        balances[msg.sender] -= amount;
    }
    // In an emergency the owner can migrate  allfunds to a different address.
    function migrateTo(address to) public {
        require(creator == msg.sender);
        to.transfer(this.balance);
    }
    function refund() public {
        msg.sender.transfer(balances[msg.sender]);  // want "unprotected-ether-withdrawal: .*never debits that record.*paid the same amount again" // no zeroing: refund forever
    }
}

contract Map {
    address public owner; // want "uninitialized-state: .*uses it as the account an ac"
    uint256[] map;
    function set(uint256 key, uint256 value) public {
        if (map.length <= key) {
            map.length = key + 1; // want "controlled-array-length: .*sets to a caller\\-chosen valu" "integer-overflow: .*Map\\.set\\(\\): key \\+ 1 can overf"
        }
        map[key] = value; // want "arbitrary-storage-write: .*writes map at a caller\\-chose"
    }
    function get(uint256 key) public view returns (uint256) { return map[key]; }
    function withdraw() public {
        require(msg.sender == owner);
        msg.sender.transfer(address(this).balance);
    }
}

contract BECToken {
    mapping(address => uint256) balances;
    function batchTransfer(address[] _receivers, uint256 _value) public returns (bool) {
        uint cnt = _receivers.length;
        uint256 amount = uint256(cnt) * _value; // want "integer-overflow: .*\\* _value can overflow"
        require(cnt > 0 && cnt <= 20);
        require(_value > 0 && balances[msg.sender] >= amount);
        balances[msg.sender] = balances[msg.sender] - amount;
        for (uint i = 0; i < cnt; i++) {
            balances[_receivers[i]] = balances[_receivers[i]] + _value; // want "integer-overflow: .*BECToken\\.batchTransfer\\(\\): ba"
        }
        return true;
    }
}
