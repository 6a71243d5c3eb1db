pragma solidity ^0.8.0;

interface IMessenger {
    function xDomainMessageSender() external view returns (address);
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
}

interface IMintable {
    function mint(address to, uint256 amount) external;
    function burn(address from, uint256 amount) external;
}

// Only the messenger may call, but any account's message on the other chain gets through it.
contract MessengerOnly {
    address public immutable messenger;
    address public immutable otherBridge;
    IMintable public immutable token;

    constructor(address m, address o, IMintable t) {
        messenger = m;
        otherBridge = o;
        token = t;
    }

    function withdraw(uint256 amount) external {
        token.burn(msg.sender, amount);
        IMessenger(messenger).sendMessage(otherBridge, abi.encodeWithSignature("release(address,uint256)", msg.sender, amount), 200000);
    }

    function finalizeDeposit(address to, uint256 amount) external { // want "MessengerOnly.finalizeDeposit\\(\\) accepts any message the messenger messenger delivers"
        require(msg.sender == messenger, "messenger");
        token.mint(to, amount);
    }
}

// Safe: the messenger is asked who sent the message, in a modifier.
contract CounterpartChecked {
    IMessenger public immutable messenger;
    address public immutable otherBridge;
    IMintable public immutable token;

    modifier onlyOtherBridge() {
        require(msg.sender == address(messenger), "messenger");
        require(messenger.xDomainMessageSender() == otherBridge, "sender");
        _;
    }

    constructor(IMessenger m, address o, IMintable t) {
        messenger = m;
        otherBridge = o;
        token = t;
    }

    function withdraw(uint256 amount) external {
        token.burn(msg.sender, amount);
        messenger.sendMessage(otherBridge, abi.encodeWithSignature("release(address,uint256)", msg.sender, amount), 200000);
    }

    function finalizeDeposit(address to, uint256 amount) external onlyOtherBridge {
        token.mint(to, amount);
    }
}

// Safe: a caller check against an address the contract sends no messages through (a plain relayer).
contract RelayerOnly {
    address public immutable relayer;
    IMintable public immutable token;

    constructor(address r, IMintable t) {
        relayer = r;
        token = t;
    }

    function finalizeDeposit(address to, uint256 amount) external {
        require(msg.sender == relayer, "relayer");
        token.mint(to, amount);
    }
}
